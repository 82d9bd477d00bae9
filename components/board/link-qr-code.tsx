"use client";
// The pairing link as a QR code, for a tablet or phone that shows the board
// itself (a TV has no camera: it takes the code or the link): drawn in the
// browser with bwip-js, loaded only when a token is issued.
import { useEffect, useState } from "react";

export function LinkQrCode({ link, label }: { link: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import("bwip-js/browser").then(({ toSVG }) => {
      if (isCurrent) setSvg(toSVG({ bcid: "qrcode", text: link, scale: 3 }));
    });
    return () => {
      isCurrent = false;
    };
  }, [link]);
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-ready={svg !== null}
      className="h-48 w-48 bg-white p-2 [&_svg]:h-full [&_svg]:w-full"
      // Our own SVG from bwip-js (paths only): nothing of the link is markup.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}

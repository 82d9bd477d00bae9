// /manifest.webmanifest – the web app manifest: a tablet adds the app to its
// home screen and runs it standalone. One start URL for everyone: "/" sends
// each employee to their own first screen (app/page.tsx), or to the login page.
import type { MetadataRoute } from "next";

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Shop floor",
    short_name: "Shop floor",
    description: "Production tracking for a made-to-measure curtain and blind workshop",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#111827",
    theme_color: "#111827",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

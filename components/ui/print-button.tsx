"use client";
// Opens the browser's print dialog; the page's print stylesheet decides what
// comes out (the label printer's size or A4).
import { Button } from "@/components/ui/button";

export function PrintButton({ label }: { label: string }) {
  return <Button onClick={() => window.print()}>{label}</Button>;
}

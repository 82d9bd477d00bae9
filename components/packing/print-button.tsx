"use client";
// Opens the browser's print dialog (the label printer or A4, by the page's stylesheet).
import { Button } from "@/components/ui/button";

export function PrintButton({ label }: { label: string }) {
  return <Button onClick={() => window.print()}>{label}</Button>;
}

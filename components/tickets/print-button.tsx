"use client";
// Opens the browser's print dialog for the tickets on this page.
import { Button } from "@/components/ui/button";

export function PrintButton({ label }: { label: string }) {
  return <Button onClick={() => window.print()}>{label}</Button>;
}

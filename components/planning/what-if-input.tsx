// A date or number of the planning page's what-if form: its label above it,
// required (the form is sent by GET, so the browser checks it).
import type { InputHTMLAttributes } from "react";

type Props = { label: string } & InputHTMLAttributes<HTMLInputElement>;

export function WhatIfInput({ label, ...input }: Props) {
  return (
    <label className="flex flex-col">
      {label}
      <input {...input} required className="min-h-12 border-2 px-2" />
    </label>
  );
}

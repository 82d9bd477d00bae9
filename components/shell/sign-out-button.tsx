"use client";
// Signs out (next-auth) and returns to the login page.
import { signOut } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function SignOutButton({ label }: { label: string }) {
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Button
      variant="inverse"
      disabled={isBusy}
      onClick={() => {
        setIsBusy(true);
        void signOut({ callbackUrl: "/login" });
      }}
    >
      {label}
    </Button>
  );
}

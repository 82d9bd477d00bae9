"use client";
// Signs out (next-auth) and returns to the login page. next-auth's client is
// loaded on the click: every screen shows this button, few press it.
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
        import("next-auth/react")
          .then(({ signOut }) => signOut({ callbackUrl: "/login" }))
          .catch(() => setIsBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

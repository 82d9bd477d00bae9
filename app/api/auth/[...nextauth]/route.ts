// GET/POST /api/auth/* – next-auth (csrf, session, sign-in, sign-out); a
// sign-in whose username, badge or address is locked gets 429 before next-auth runs,
// a malformed JSON body 400 and an odd path 404/400/405 (next-auth would throw on them).
import NextAuth from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { refuseOddAuthPath } from "@/lib/auth/auth-path-guard";
import { endSessionsAtSignOut } from "@/lib/auth/session-end";
import { refuseMalformedBody, refuseThrottledSignIn } from "@/lib/auth/sign-in-guard";
import { appDatabase } from "@/lib/server/app-database";
import { pauseAtSignOut } from "@/lib/work-time/sign-out";

type Context = { params: Promise<{ nextauth: string[] }> };

async function nextAuth(request: NextRequest, context: Context): Promise<Response> {
  const odd = refuseOddAuthPath(request.method, (await context.params).nextauth ?? []);
  // Signing out ends every session of the employee (lib/auth/session-end.ts) and pauses
  // their running time (lib/work-time/sign-out.ts).
  const options = {
    ...getAuthOptions(),
    events: {
      signOut: async ({ token }: { token: JWT }) => {
        const db = await appDatabase();
        await pauseAtSignOut(db, token);
        await endSessionsAtSignOut(db, token);
      },
    },
  };
  return odd ?? ((await NextAuth(request, context, options)) as Response);
}

export function GET(request: NextRequest, context: Context) {
  return nextAuth(request, context);
}

export async function POST(request: NextRequest, context: Context) {
  return (
    (await refuseMalformedBody(request)) ??
    (await refuseThrottledSignIn(await appDatabase(), request)) ??
    nextAuth(request, context)
  );
}

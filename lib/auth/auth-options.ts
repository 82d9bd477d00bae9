// next-auth's configuration: JWT sessions that last a shift, and two
// Credentials providers: "password" (username + password) and "badge"
// (badge code + PIN), and "device" (a wall board's token, lib/auth/devices.ts). Built lazily: the secret and the database are never
// touched at build time.
import type { AuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { getDatabase } from "@/lib/server/database";
import { nextAuthSecret } from "@/lib/server/nextauth-secret";
import { redirectAfterSignIn } from "./callback-url";
import { usesSecureCookies } from "./secure-cookies";
import { authenticateDevice } from "./devices";
import { sessionEmployeeSchema, type SessionEmployee } from "./roles";
import { authenticate, clientAddress, parseSignInAttempt, type SignInMethod } from "./sign-in";
import { SignInRefusedError } from "./throttle";
import { logError } from "@/lib/server/log";

declare module "next-auth" {
  interface User {
    employee: SessionEmployee;
  }
  interface Session {
    employee?: SessionEmployee;
  }
}
declare module "next-auth/jwt" {
  interface JWT {
    employee?: SessionEmployee;
  }
}

/** Error codes the login form knows; any other failure is reported as unavailable, never in detail. */
export const signInErrorCodes = {
  wrongCredentials: "CredentialsSignin",
  unavailable: "SignInUnavailable",
} as const;

function authorizeWith(method: SignInMethod) {
  return async (
    credentials: Record<string, unknown> | undefined,
    req: { headers?: Record<string, string | string[] | undefined> },
  ): Promise<User | null> => {
    const attempt = parseSignInAttempt(method, credentials ?? {});
    if (!attempt) return null;
    try {
      const employee = await authenticate(await getDatabase(), attempt, {
        address: clientAddress(req.headers ?? {}),
      });
      return employee && { id: String(employee.employeeId), name: employee.displayName, employee };
    } catch (error) {
      // next-auth hands a thrown message to the browser: only ours may pass.
      if (error instanceof SignInRefusedError) throw new Error(error.message);
      logError("[auth] sign-in could not be checked:", error);
      throw new Error(signInErrorCodes.unavailable);
    }
  };
}

/** A wall board's token: a session with the read-only role "board" (no throttle: 256 random bits). */
async function authorizeDevice(credentials: Record<string, unknown> | undefined): Promise<User | null> {
  try {
    const employee = await authenticateDevice(await getDatabase(), credentials?.token);
    return employee && { id: employee.username, name: employee.displayName, employee };
  } catch (error) {
    logError("[auth] device sign-in could not be checked:", error);
    throw new Error(signInErrorCodes.unavailable);
  }
}

const textField = (label: string) => ({ label, type: "text" });
const secretField = (label: string) => ({ label, type: "password" });

/** Each sign-in method's provider name and the fields its form sends. */
const signInForms = {
  password: {
    name: "Password",
    fields: { username: textField("Username"), password: secretField("Password") },
  },
  badge: { name: "Badge", fields: { badgeCode: textField("Badge code"), pin: secretField("PIN") } },
} satisfies Record<SignInMethod, unknown>;

let cached: AuthOptions | undefined;

export function getAuthOptions(): AuthOptions {
  cached ??= {
    secret: nextAuthSecret(),
    useSecureCookies: usesSecureCookies(env().NEXTAUTH_URL),
    session: { strategy: "jwt", maxAge: env().SESSION_HOURS * 3600 },
    jwt: { maxAge: env().SESSION_HOURS * 3600 },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      ...(["password", "badge"] as const).map((method) =>
        CredentialsProvider({
          id: method,
          name: signInForms[method].name,
          credentials: signInForms[method].fields,
          authorize: authorizeWith(method),
        }),
      ),
      CredentialsProvider({
        id: "device",
        name: "Wall board",
        credentials: { token: secretField("Device token") },
        authorize: authorizeDevice,
      }),
    ],
    callbacks: {
      redirect: redirectAfterSignIn,
      jwt({ token, user }) {
        // `user` is present only on sign-in; afterwards the token keeps what it was given.
        if (user) token.employee = user.employee;
        return token;
      },
      session({ session, token }) {
        // Only the employee: no name, email or picture fields besides it.
        const parsed = sessionEmployeeSchema.safeParse(token.employee);
        return { expires: session.expires, employee: parsed.success ? parsed.data : undefined };
      },
    },
    logger: {
      error: (code, metadata) =>
        metadata instanceof Error ? logError(`[auth] ${code}`, metadata) : logError(`[auth] ${code}`),
      warn: (code) => console.warn(`[auth] ${code}`),
      debug: () => undefined,
    },
  };
  return cached;
}

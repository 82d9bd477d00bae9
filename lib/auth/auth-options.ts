// next-auth's configuration: JWT sessions stamped at sign-in and checked
// against the employee row whenever they are read (session-check.ts), and
// three Credentials providers: "password" (username + password), "badge"
// (badge code + PIN) and "device" (a wall board's token, lib/auth/devices.ts).
// Built lazily: the secret and the database are never touched at build time.
import type { AuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { nextAuthSecret } from "@/lib/server/nextauth-secret";
import { redirectAfterSignIn } from "./callback-url";
import { usesSecureCookies } from "./secure-cookies";
import { appDatabase } from "@/lib/server/app-database";
import { sessionEmployeeSchema, type SessionEmployee } from "@/lib/base/roles";
import { confirmSession } from "./session-check";
import {
  newSessionStamp,
  SessionEndedError,
  sessionEndsAtMs,
  sessionStampSchema,
  type SessionStamp,
} from "./session-stamp";
import {
  authenticateDeviceToken,
  authenticateSession,
  clientAddress,
  parseSignInAttempt,
  PasswordRequiredError,
  AccountSwitchedOffError,
  type SignInMethod,
} from "./sign-in";
import { SignInRefusedError } from "./throttle";
import { logError } from "@/lib/base/log";

declare module "next-auth" {
  interface User {
    employee: SessionEmployee;
    /** app.employees.session_version when the credentials were checked (0 for a device). */
    sessionVersion: number;
  }
  interface Session {
    employee?: SessionEmployee;
  }
}
declare module "next-auth/jwt" {
  interface JWT extends Partial<SessionStamp> {
    employee?: SessionEmployee;
  }
}

/** Error codes the login form knows; any other failure is reported as unavailable, never in detail. */
export const signInErrorCodes = {
  wrongCredentials: "CredentialsSignin",
  unavailable: "SignInUnavailable",
  passwordRequired: "PasswordRequired",
  switchedOff: "AccountSwitchedOff",
} as const;

function authorizeWith(method: SignInMethod) {
  return async (
    credentials: Record<string, unknown> | undefined,
    req: { headers?: Record<string, string | string[] | undefined> },
  ): Promise<User | null> => {
    const attempt = parseSignInAttempt(method, credentials ?? {});
    if (!attempt) return null;
    try {
      const session = await authenticateSession(await appDatabase(), attempt, {
        address: clientAddress(req.headers ?? {}),
      });
      if (!session) return null;
      const { employee, sessionVersion } = session;
      return { id: String(employee.employeeId), name: employee.displayName, employee, sessionVersion };
    } catch (error) {
      // next-auth hands a thrown message to the browser: only ours may pass.
      if (error instanceof SignInRefusedError) throw new Error(error.message);
      if (error instanceof PasswordRequiredError) throw new Error(signInErrorCodes.passwordRequired);
      if (error instanceof AccountSwitchedOffError) throw new Error(signInErrorCodes.switchedOff);
      logError("[auth] sign-in could not be checked:", error);
      throw new Error(signInErrorCodes.unavailable);
    }
  };
}

/** A wall board's token: a session with the read-only role "board", throttled by address like the others. */
async function authorizeDevice(
  credentials: Record<string, unknown> | undefined,
  req: { headers?: Record<string, string | string[] | undefined> },
): Promise<User | null> {
  try {
    const employee = await authenticateDeviceToken(await appDatabase(), credentials?.token, {
      address: clientAddress(req.headers ?? {}),
    });
    return employee && { id: employee.username, name: employee.displayName, employee, sessionVersion: 0 };
  } catch (error) {
    if (error instanceof SignInRefusedError) throw new Error(error.message);
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

/** next-auth logs a callback's error as its name, message and stack. */
const isEndedSession = (metadata: unknown): boolean =>
  metadata instanceof SessionEndedError ||
  (typeof metadata === "object" &&
    metadata !== null &&
    "name" in metadata &&
    metadata.name === "SessionEndedError");

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
      async jwt({ token, user }) {
        // `user` is present only on sign-in: the token is stamped (session-stamp.ts).
        if (user) return { ...token, employee: user.employee, ...newSessionStamp(user.sessionVersion) };
        // Read again (GET /api/auth/session, pages): an ended session is not renewed, its cookie is cleared.
        const employee = sessionEmployeeSchema.safeParse(token.employee);
        const stamp = sessionStampSchema.safeParse(token);
        const isValid =
          employee.success &&
          stamp.success &&
          (await confirmSession(await appDatabase(), { employee: employee.data, stamp: stamp.data })) !==
            null;
        if (!isValid) throw new SessionEndedError();
        return token;
      },
      session({ session, token }) {
        // Only the employee: no name, email or picture fields besides it; never past the absolute lifetime.
        const parsed = sessionEmployeeSchema.safeParse(token.employee);
        const stamp = sessionStampSchema.safeParse(token);
        const endsAt = stamp.success ? new Date(sessionEndsAtMs(stamp.data)).toISOString() : session.expires;
        const expires = endsAt < session.expires ? endsAt : session.expires;
        return { expires, employee: parsed.success ? parsed.data : undefined };
      },
    },
    logger: {
      error: (code, metadata) => {
        // An ended session (session-stamp.ts) is routine, not an error.
        if (isEndedSession(metadata)) return;
        if (metadata instanceof Error) logError(`[auth] ${code}`, metadata);
        else logError(`[auth] ${code}`);
      },
      warn: (code) => console.warn(`[auth] ${code}`),
      debug: () => undefined,
    },
  };
  return cached;
}

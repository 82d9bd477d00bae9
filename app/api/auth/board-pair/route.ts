// POST /api/auth/board-pair – a TV types its short pairing code (public: the TV has no session yet) and gets its device token; wrong codes are counted per address and overall (429 when too many).
import { clientAddress } from "@/lib/auth/sign-in";
import { pairingCodeBody, redeemPairingCode } from "@/lib/auth/device-pairing";
import { refusedMessage, SignInRefusedError } from "@/lib/auth/throttle";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http/problem";
import { parseJsonText } from "@/lib/route/read-input";
import { appDatabase } from "@/lib/server/app-database";

const noStore = { "cache-control": "no-store" };

// Not defineRoute: that wrapper needs a session, and this is how a TV without one gets its
// token. Under /api/auth, public like next-auth's own routes and open to a board (board-paths.ts).
export async function POST(request: Request): Promise<Response> {
  try {
    const { code } = pairingCodeBody.parse(parseJsonText(await request.text()));
    const paired = await redeemPairingCode(await appDatabase(), code, {
      address: clientAddress(request.headers),
    });
    if (!paired)
      throw new AppError(
        "not_found",
        "Unknown pairing code",
        "This code is wrong, used or expired. Issue a new one on the admin page.",
      );
    return Response.json({ token: paired.token }, { headers: noStore });
  } catch (error) {
    if (error instanceof SignInRefusedError) {
      const seconds = String(Math.ceil(error.retryAfterMs / 1000));
      return errorResponse(
        new AppError("too_many", "Too many attempts", refusedMessage(error.retryAfterMs)),
        undefined,
        {
          ...noStore,
          "retry-after": seconds,
        },
      );
    }
    return errorResponse(error, undefined, noStore);
  }
}

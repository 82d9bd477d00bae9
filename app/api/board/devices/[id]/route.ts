// DELETE /api/board/devices/{id} – revokes a wall-board device: its token and its session stop working.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { revokeDevice } from "@/lib/board/devices-admin";

export const DELETE = defineRoute(
  { roles: ["admin"], params: idParams, audit: "board.device.revoke" },
  async ({ params }) => revokeDevice(await appDatabase(), params.id),
);

// GET, POST /api/board/devices – the wall-board devices; issue one (its token is in this answer only).
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { issueDevice, listDevices } from "@/lib/board/devices-admin";
import { issueDeviceBody } from "@/lib/board/schemas";

export const GET = defineRoute({ roles: ["admin"] }, async () => listDevices(await appDatabase()));

export const POST = defineRoute(
  { roles: ["admin"], body: issueDeviceBody, audit: "board.device.issue", successStatus: 201 },
  async ({ body, employee }) => issueDevice(await appDatabase(), body, employee),
);

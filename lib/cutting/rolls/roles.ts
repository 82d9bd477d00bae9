// Who keeps the fabric stock: the cutters (operators), supervisors and admins.
// A packer or matcher has no business with rolls.
import type { SessionRole } from "@/lib/auth/roles";

export const rollRoles = ["operator", "supervisor", "admin"] as const satisfies readonly SessionRole[];

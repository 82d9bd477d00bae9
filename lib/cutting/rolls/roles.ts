// Who keeps the fabric stock: the roles a roll route lets in at all (operators,
// supervisors, admins). An operator must also work at a cutting department
// (assertKeepsRolls, lib/cutting/cut-list/cutting-department.ts). A packer or
// matcher has no business with rolls.
import type { SessionRole } from "@/lib/base/roles";

export const rollRoles = ["operator", "supervisor", "admin"] as const satisfies readonly SessionRole[];

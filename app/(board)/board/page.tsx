// /board – the wall board for a TV on the floor: ?view=all (default) or ?view=rotate&seconds=15.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { z } from "zod";
import { BoardScreen } from "@/components/board/board-screen";
import { Forbidden } from "@/components/shell/forbidden";
import { getCurrentEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";

export const metadata: Metadata = { title: "Wall board" };

const boardQuery = z.object({
  view: z.enum(["all", "rotate"]).catch("all"),
  seconds: z.coerce.number().int().min(5).max(300).catch(15),
});

export default async function BoardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const { view, seconds } = boardQuery.parse(query);
  const employee = await getCurrentEmployee();
  // Signed out (a revoked or expired device): the pairing page signs in again or says why not.
  if (!employee)
    redirect(`/board/pair?${new URLSearchParams({ view, seconds: String(seconds) }).toString()}`);
  if (!mayOpenScreen(employee, { kind: "board" })) return <Forbidden locale={employee.locale} />;
  return <BoardScreen view={view} seconds={seconds} />;
}

// /board/pair – signs a TV in with its device token (from the link's fragment, or the one it keeps), then opens /board.
import type { Metadata } from "next";
import { PairScreen } from "@/components/board/pair-screen";

export const metadata: Metadata = { title: "Wall board" };

export default function BoardPairPage() {
  return <PairScreen />;
}

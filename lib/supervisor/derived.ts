// Kept from the shared lists: lib/shared-lists/derived.ts (the wall board uses it too).
export { derivedFromLists, untilListsChange } from "@/lib/shared-lists/derived";

// Kept from the shared lists: lib/shared-lists/derived.ts (the wall board uses it too).
export { derivedFromLists } from "@/lib/shared-lists/derived";

// The text the upstream keeps for a reason given with a remark (its status
// remark, an unmatch's audit): the label, then the remark. Pure, for both sides.
export const reasonText = (label: string, remark?: string | null) => {
  const trimmed = remark?.trim();
  return trimmed ? `${label}: ${trimmed}` : label;
};

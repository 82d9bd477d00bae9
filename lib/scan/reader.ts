// What the scanning layer (components/scan/scan-provider.tsx) needs to read a
// code: the barcode grammar with GS1, and the pick of a camera frame's codes.
// One module, which the layer loads once the page is shown, so it is not part of
// a floor page's first load; a scan finished before that waits for it
// (docs/first-load.md).
export { defaultBarcodeGrammar, describeRejection } from "./grammar";
export { pickScan } from "./pick-scan";

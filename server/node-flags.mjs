// The flags every app server's Node runs with (`npm start`, the cluster harness).
// A young generation of 64 MB instead of V8's 16: at 100,000 polygons a cut list
// or a reload of the kept lists makes objects that live a few turns; with the
// default they outlive the young generation's collections, are copied into the
// old one and make its collections long. Measured with `npm run bench:stall --
// --size 100k --phase a` (docs/architecture.md, "Threads: what runs where").
export const serverNodeFlags = ["--max-semi-space-size=64"];

// Keys a hand scanner sends while a floor page is still loading, before its
// scanner listener is attached (components/scan/use-wedge-scanner.ts takes
// them over and reads them as if it had been listening): a scan made during
// the load is not lost (docs/scanning.md). Loaded by app/(floor)/layout.tsx
// as a plain script, so it runs while the page is parsed. Keys typed into a
// text field are the field's and are not kept.
(function () {
  var kept = [];
  var limit = 256;
  function isEditable(element) {
    if (!element || element.nodeType !== 1) return false;
    var tag = element.tagName;
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || element.isContentEditable;
  }
  function keep(event) {
    if (isEditable(event.target)) return;
    kept.push({
      type: event.type,
      code: event.code,
      key: event.key,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
      repeat: event.repeat,
      isComposing: event.isComposing,
      timeStamp: event.timeStamp,
      seenAt: performance.now(),
    });
    if (kept.length > limit) kept.shift();
  }
  window.addEventListener("keydown", keep, true);
  window.addEventListener("keyup", keep, true);
  window.__takeEarlyScanKeys = function () {
    window.removeEventListener("keydown", keep, true);
    window.removeEventListener("keyup", keep, true);
    window.__takeEarlyScanKeys = undefined;
    return kept;
  };
})();

// The page's side of the decoder worker (decode-worker.ts): hands it a
// picture and waits for its codes. Created when the camera opens, ended when
// it closes.
import type { DecodeMode, DecodeReply, DecodeRequest } from "./decode-worker";

export type Decoder = {
  /** The codes in the picture (the bitmap is handed over to the worker). */
  decode: (frame: ImageBitmap, mode: DecodeMode) => Promise<Omit<DecodeReply, "id">>;
  close: () => void;
};

export function createDecoder(): Decoder {
  const worker = new Worker(new URL("./decode-worker.ts", import.meta.url), {
    type: "module",
    name: "barcode-decoder",
  });
  const waiting = new Map<number, (reply: DecodeReply) => void>();
  let nextId = 0;
  worker.addEventListener("message", (event: MessageEvent<DecodeReply>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  });
  const failAll = () => {
    for (const resolve of waiting.values())
      resolve({ id: -1, codes: [], decodeMs: 0, error: "worker failed" });
    waiting.clear();
  };
  worker.addEventListener("error", failAll);
  return {
    decode(frame, mode) {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, frame, mode } satisfies DecodeRequest, [frame]);
      });
    },
    close() {
      failAll();
      worker.terminate();
    },
  };
}

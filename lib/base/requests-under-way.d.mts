// Types of lib/base/requests-under-way.mjs (plain JavaScript, imported by server/serve.mjs).

/** What a request's answer tells: `finish` when it is sent, `close` when its connection ends (an http.ServerResponse). */
type Answer = { once(event: "finish" | "close", listener: () => void): unknown };

export declare function noteRequest(response: Answer, at?: number): void;
export declare function msUntilRequestsAged(ageMs: number, now?: number, after?: number): number;

"use client";
// The running time of the floor layout, loaded after the first paint with
// react-query: it shows nothing before its first answer anyway, and a floor
// page whose first paint needs no query keeps react-query out of its first load.
import dynamic from "next/dynamic";

export const DeferredRunningTimer = dynamic(
  () => import("./running-timer").then((m) => m.RunningTimerWithQuery),
  { ssr: false },
);

"use client";
// The running time of the floor layout, loaded after the first paint with
// react-query: it shows nothing before its first answer anyway, and a floor
// page whose first paint needs no query keeps react-query out of its first load.
import { lazyAfterMount } from "@/components/ui/after-mount";

export const DeferredRunningTimer = lazyAfterMount(() =>
  import("./running-timer").then((m) => m.RunningTimerWithQuery),
);

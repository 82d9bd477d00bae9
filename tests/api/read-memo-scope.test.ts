// A request's gateway reads each record once while the request runs
// (lib/production-api/read-memo.ts). The same client used later by background
// work the request started (a cut plan made after it) reads afresh and lets go
// of what the memo held: kept, it held every order spec the first plan read,
// and answered later plans with reads as old as that request.
import { expect, it } from "vitest";
import { outsideRequests, runWithRequestId } from "@/lib/base/request-context";
import { createGateway } from "@/lib/production-api/gateway";
import { setUpDemoUpstream } from "../support/demo-upstream";

const demo = setUpDemoUpstream({ seed: 20261130, projects: 3, now: new Date("2026-03-10T09:00:00.000Z") });

function countedGateway() {
  const sent: string[] = [];
  const gateway = createGateway({
    baseUrl: demo.server.baseUrl,
    getToken: () => demo.server.token(1),
    retries: 0,
    isMemoised: true,
  });
  gateway.use((call, next) => {
    sent.push(call.operation);
    return next();
  });
  return { client: gateway.client, sent };
}

it("reads a record once within its request, and afresh from the background work the request left", async () => {
  const { client, sent } = await runWithRequestId("request-1", async () => {
    const counted = countedGateway();
    const first = await counted.client.projectExport.getOrderSpec({ productionProjectId: 1 });
    const again = await counted.client.projectExport.getOrderSpec({ productionProjectId: 1 });
    expect(again).toBe(first);
    expect(counted.sent).toEqual(["projectexport/getorderspec"]);
    return counted;
  });
  // A cut plan made in the background with the asking request's client (lib/cutting/queue/kept-plans.ts).
  await outsideRequests(async () => {
    await client.projectExport.getOrderSpec({ productionProjectId: 1 });
    await client.projectExport.getOrderSpec({ productionProjectId: 1 });
  });
  expect(sent).toEqual(Array(3).fill("projectexport/getorderspec"));
  // Another request with this client has no memo of the first's either.
  await runWithRequestId("request-2", () => client.projectExport.getOrderSpec({ productionProjectId: 1 }));
  expect(sent).toHaveLength(4);
});

it("keeps the memo of a page's render, which runs in no request's scope", async () => {
  const { client, sent } = countedGateway();
  await client.department.getAll();
  await client.department.getAll();
  expect(sent).toEqual(["department/getall"]);
});

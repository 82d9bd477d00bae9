// A production project as the Embedded Gateway's LoadProject answers it: one
// embedded polygon per order-spec item (its id is the production polygons'
// polygonId), with pictures, documentation, print data and category links
// whose URLs point at this instance.
import { embeddedPolygonOf } from "./embedded-polygon";
import type { StandInProject } from "./data";
import { priceOf } from "./prices";

/** The project status the stand-in gives every sent project (the value set is not shown). */
const sentProjectStatus = 3;

const datesOf = (project: StandInProject) => {
  const sent = project.orderSpec.sentDateTime ?? new Date(0).toISOString();
  return { created: sent, lastOpened: sent, lastModified: sent };
};

/** The PascalCase path's project. */
export function embeddedProjectOf(project: StandInProject, base: string) {
  return {
    id: project.projectId,
    projectNumber: project.projectNumber,
    reference: project.reference,
    ...datesOf(project),
    projectStatus: sentProjectStatus,
    price: priceOf(project.orderSpec.billOfMaterials),
    polygons: project.orderSpec.items.map((item) => embeddedPolygonOf(project, item, base)),
  };
}

/** The lowercase path's project. */
export function lowercaseProjectOf(project: StandInProject, applicationId: number, base: string) {
  const { orderSpec } = project;
  return {
    applicationId,
    id: project.projectId,
    referenceId: orderSpec.referenceId,
    projectNumber: project.projectNumber,
    reference: project.reference,
    description: orderSpec.description,
    externalProjectReference: orderSpec.externalProjectReference,
    remarks: null,
    ...datesOf(project),
    projectStatus: sentProjectStatus,
    deliveryRef: orderSpec.externalProjectReference,
    polygons: orderSpec.items.map((item) => embeddedPolygonOf(project, item, base)),
  };
}

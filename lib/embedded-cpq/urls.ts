// Where the stand-in CPQ serves a polygon's, model's and material's pictures
// and a model's making-up sheet, under the instance's base URL.
export const urlsOf = (base: string) => ({
  polygonImage: (polygonId: number) => `${base}/images/polygon/${polygonId}.svg`,
  modelImage: (modelId: number) => `${base}/images/model/${modelId}.svg`,
  materialImage: (materialId: number) => `${base}/images/material/${materialId}.svg`,
  modelDocument: (modelId: number) => `${base}/docs/model/${modelId}.html`,
});

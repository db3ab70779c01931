// `@fixcloud/sdk/openapi`: the OpenAPI 3.1 reference generated from the catalogue.
// A separate entry: the console and CLI never load it.
export {
  API_VERSION,
  buildOpenApi,
  ENVELOPE_CODES,
  endpointTitle,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiOptions,
} from "./build.js";
export { type JsonSchema, toSchema } from "./schema.js";
export { codeTexts, referenceTexts, type ReferenceTexts } from "./texts.js";
export { endpointTitles } from "../catalogue/endpoints.js";
export type { EndpointTitle } from "../catalogue/shared/endpoint.js";

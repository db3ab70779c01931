// The OpenAPI 3.1 document of the whole API, generated from the catalogue
// (part1 §7-8, part2 §7-8). Every catalogued call becomes one operation: its path and
// method, request and answer schemas from its zod schemas, the `{code, message, data}` envelope,
// the `token` header, a tag per area and a title in the chosen language. The sandbox serves it at
// /openapi.json; the console's /apiPdf renders it.
import type { Language } from "../catalogue/session/schemas.js";
import { ResponseCode } from "../catalogue/shared/codes.js";
import type { Area, EndpointDef } from "../catalogue/shared/endpoint.js";
import { endpointList, endpointTitles } from "../catalogue/endpoints.js";
import { componentName, type JsonSchema, toSchema } from "./schema.js";
import { codeTexts, referenceTexts } from "./texts.js";

/** A generated OpenAPI 3.1 document (plain JSON). */
export type OpenApiDocument = JsonSchema & {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> } & JsonSchema;
};

/** One operation of {@link OpenApiDocument} (the fields the generator writes). */
export type OpenApiOperation = JsonSchema & {
  operationId: string;
  summary: string;
  tags: string[];
  "x-fixcloud-implemented": boolean;
};

/** Options of {@link buildOpenApi}. */
export interface OpenApiOptions {
  /**
   * Names of the calls the server answers (`area.call`). Calls outside it are marked
   * `x-fixcloud-implemented: false` (the sandbox answers them 501). Default: every call.
   */
  readonly implemented?: ReadonlySet<string>;
  /** `servers` of the document. Default `[{ url: "/" }]`: the host that serves it. */
  readonly servers?: readonly { readonly url: string; readonly description?: string }[];
}

/** Version of the API the document describes (not the SDK package's version). */
export const API_VERSION = "1.0.0";

/**
 * Every envelope code an answer can carry (shared/codes.ts, plus 415 of the HTTP pipeline),
 * ascending. 200 is success; the others are failures.
 */
export const ENVELOPE_CODES: readonly number[] = [
  ...new Set<number>([...Object.values(ResponseCode), 415]),
].sort((a, b) => a - b);

const FAILURE = "#/components/schemas/Failure";
const FAILURE_RESPONSE = "#/components/responses/Failure";

/** Title of a call in `lang`; a call without one is named by its key. */
export function endpointTitle(name: string, lang: Language): string {
  return endpointTitles[name as keyof typeof endpointTitles]?.[lang] ?? name;
}

function envelopeSchemas(lang: Language): Record<string, JsonSchema> {
  const text = referenceTexts[lang];
  return {
    Failure: {
      type: "object",
      description: text.failure,
      required: ["code", "message"],
      properties: {
        code: { type: "integer", enum: ENVELOPE_CODES.filter((c) => c !== 200) },
        message: { type: "string" },
        data: {},
      },
    },
  };
}

const success = (lang: Language, data: JsonSchema): JsonSchema => ({
  type: "object",
  description: referenceTexts[lang].envelope,
  required: ["code", "message", "data"],
  properties: { code: { const: 200 }, message: { type: "string" }, data },
});

/** The query parameters of a GET call: one per property of its (object) request schema. */
function queryParameters(schema: JsonSchema): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: s,
  }));
}

function requestBody(def: EndpointDef, schema: JsonSchema, lang: Language): JsonSchema {
  if (def.kind !== "upload") return { required: true, content: { "application/json": { schema } } };
  const text = referenceTexts[lang].upload;
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          required: ["file", "msg"],
          properties: {
            file: { type: "string", contentMediaType: "application/octet-stream", description: text.file },
            msg: { ...schema, description: text.msg },
          },
        },
        encoding: { msg: { contentType: "application/json" } },
      },
    },
  };
}

function okResponse(def: EndpointDef, data: JsonSchema, lang: Language): JsonSchema {
  const text = referenceTexts[lang];
  if (def.kind === "download")
    return {
      description: text.file,
      content: {
        // The types the call's file body has (the catalogue's `media`), each a byte string.
        ...Object.fromEntries(def.media.map((m) => [m, { schema: { type: "string", contentMediaType: m } }])),
        "application/json": { schema: { $ref: FAILURE } },
      },
    };
  return {
    description: text.success,
    content: { "application/json": { schema: { oneOf: [success(lang, data), { $ref: FAILURE }] } } },
  };
}

function describe(def: EndpointDef, lang: Language, implemented: boolean): string {
  const text = referenceTexts[lang];
  const lines = [`${text.specPath}: \`${def.specPath}\``, `${text.source}: ${def.source}`];
  if (def.idempotent) lines.push(text.idempotent);
  if (!implemented) lines.push(`**${text.notImplemented}**`);
  return lines.join("\n\n");
}

function operation(
  def: EndpointDef,
  lang: Language,
  implemented: boolean,
  schemas: Record<string, JsonSchema>,
): OpenApiOperation {
  const base = componentName(def.name);
  const request = toSchema(def.request, "input", `${base}.request`, schemas);
  const data = toSchema(def.response, "output", `${base}.response`, schemas);
  const parameters: JsonSchema[] = [
    { $ref: "#/components/parameters/language" },
    { $ref: "#/components/parameters/timeZone" },
  ];
  if (def.auth && def.role) parameters.push({ $ref: "#/components/parameters/roleCode" });
  if (def.method === "GET") parameters.push(...queryParameters(request));
  return {
    operationId: def.name,
    summary: endpointTitle(def.name, lang),
    description: describe(def, lang, implemented),
    tags: [referenceTexts[lang].areas[def.area]],
    security: def.auth ? [{ token: [] }] : [],
    parameters,
    ...(def.method === "GET" ? {} : { requestBody: requestBody(def, request, lang) }),
    responses: { "200": okResponse(def, data, lang), default: { $ref: FAILURE_RESPONSE } },
    "x-fixcloud-implemented": implemented,
    "x-fixcloud-idempotent": def.idempotent,
  };
}

function codesTable(lang: Language): string {
  const text = referenceTexts[lang];
  const rows = ENVELOPE_CODES.map((c) => `| ${c} | ${codeTexts[lang][c] ?? ""} |`);
  return [`## ${text.codes}`, "", `| code | ${text.meaning} |`, "| --- | --- |", ...rows].join("\n");
}

/**
 * The OpenAPI 3.1 document of every catalogued call, its titles, tags and descriptions in
 * `lang`. Pure and deterministic: the same catalogue and options give the same document, so a
 * server builds it once. `options.implemented` marks the calls a server answers.
 */
export function buildOpenApi(lang: Language, options: OpenApiOptions = {}): OpenApiDocument {
  const text = referenceTexts[lang];
  const schemas: Record<string, JsonSchema> = envelopeSchemas(lang);
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const areas = new Set<Area>();
  for (const def of endpointList) {
    const implemented = options.implemented ? options.implemented.has(def.name) : true;
    areas.add(def.area);
    paths[def.path] = {
      ...paths[def.path],
      [def.method.toLowerCase()]: operation(def, lang, implemented, schemas),
    };
  }
  return {
    openapi: "3.1.1",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: text.title,
      version: API_VERSION,
      description: `${text.description}\n\n${codesTable(lang)}`,
    },
    servers: [...(options.servers ?? [{ url: "/" }])].map((s) => ({ ...s })),
    tags: [...areas].map((a) => ({ name: text.areas[a] })),
    security: [{ token: [] }],
    paths,
    components: {
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "token", description: text.token },
      },
      parameters: {
        language: {
          name: "language",
          in: "header",
          required: false,
          description: text.language,
          schema: { type: "string", enum: ["zh-CN", "en"] },
        },
        timeZone: {
          name: "timeZone",
          in: "header",
          required: false,
          description: text.timeZone,
          schema: { type: "string", enum: ["UTC", "local"] },
        },
        roleCode: {
          name: "roleCode",
          in: "header",
          required: false,
          description: text.roleCode,
          schema: { type: "string" },
        },
      },
      responses: {
        Failure: {
          description: text.httpError,
          content: { "application/json": { schema: { $ref: FAILURE } } },
        },
      },
      schemas,
    },
  };
}

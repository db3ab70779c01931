// Types of exceljs's streaming workbook writer loaded alone (src/export/write.ts, the
// export budget): the module's export is the class exceljs's own types describe as
// `stream.xlsx.WorkbookWriter`, without the reader (unzipper and its shims) the package entry loads.
declare module "exceljs/lib/stream/xlsx/workbook-writer.js" {
  import type { stream } from "exceljs";
  const WorkbookWriter: typeof stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}

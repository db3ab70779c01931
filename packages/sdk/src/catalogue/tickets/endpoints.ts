// Ticket calls (part2 §2, §7): list, detail, creation, attachments, the open API list and the
// customer lookup. Catalogued; shapes are modelled with the ticket screens, except the file
// service's, modelled with certification (catalogue/files/schemas.ts, issue 9).
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, download, read, upload, write } from "../shared/endpoint.js";
import { FileViewRequest, UploadedFile, UploadFileMsg } from "../files/schemas.js";

/** The tickets area's calls. Source: part2 §7. */
export const ticketsEndpoints = defineArea(
  "tickets",
  { service: "ticket", base: "/apply/select", source: "part2 §7" },
  {
    selectApplyTicketList: read(Any, Unknown),
    selectApplyTicketDetail: read(Any, Unknown),
    addApplyUserTicket: write(Any, Unknown, { base: "/apply/add" }),
    uploadFile: upload(UploadFileMsg, UploadedFile, { service: "customer", base: "/file" }),
    viewFile: download(FileViewRequest, {
      method: "GET",
      service: "customer",
      base: "/file",
      added: "shows a stored upload by its digest (certificate image, attachments; issue 9)",
    }),
    getAllPermission: read(Any, Unknown, { service: "push", base: "/console/openApi" }),
    queryById: read(Any, Unknown, { service: "customer", base: "/customer/feign" }),
  },
);

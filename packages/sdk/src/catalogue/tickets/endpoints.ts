// Ticket calls (part2 §2, §7): list, detail, creation, attachments, the open API list and the
// customer lookup (the file service's shapes: catalogue/files/schemas.ts).
import { EmptyRequest } from "../shared/common.js";
import { defineArea, download, read, upload, write } from "../shared/endpoint.js";
import { FILE_CONTENT_TYPES } from "../shared/media.js";
import { FileViewRequest, UploadedFile, UploadFileMsg } from "../files/schemas.js";
import {
  CustomerLookup,
  CustomerLookupRequest,
  OpenApiList,
  TicketCreated,
  TicketCreateRequest,
  TicketDetail,
  TicketDetailRequest,
  TicketListPage,
  TicketListRequest,
} from "./schemas.js";

/** The tickets area's calls. Source: part2 §7. */
export const ticketsEndpoints = defineArea(
  "tickets",
  { service: "ticket", base: "/apply/select", source: "part2 §7" },
  {
    selectApplyTicketList: read(TicketListRequest, TicketListPage),
    selectApplyTicketDetail: read(TicketDetailRequest, TicketDetail),
    addApplyUserTicket: write(TicketCreateRequest, TicketCreated, { base: "/apply/add" }),
    uploadFile: upload(UploadFileMsg, UploadedFile, { service: "customer", base: "/file" }),
    viewFile: download(FileViewRequest, {
      media: [...new Set(Object.values(FILE_CONTENT_TYPES))],
      method: "GET",
      service: "customer",
      base: "/file",
      added: "shows a stored upload by its digest (certificate image, attachments)",
    }),
    getAllPermission: read(EmptyRequest, OpenApiList, { service: "push", base: "/console/openApi" }),
    queryById: read(CustomerLookupRequest, CustomerLookup, { service: "customer", base: "/customer/feign" }),
  },
);

// Ticket calls (part2 §2, §7): list, detail, creation, attachments, the open API list and the
// customer lookup (the file service's shapes: catalogue/files/schemas.ts).
import { screen } from "../shared/access.js";
import { PAGE_PERMISSIONS } from "../shared/permissions.js";
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
    selectApplyTicketList: read(TicketListRequest, TicketListPage, {
      access: screen("myTickets"),
      title: { "zh-CN": "工单列表", en: "Ticket list" },
    }),
    selectApplyTicketDetail: read(TicketDetailRequest, TicketDetail, {
      access: screen("myTickets", PAGE_PERMISSIONS.ticketDetail),
      title: { "zh-CN": "工单详情", en: "Ticket detail" },
    }),
    addApplyUserTicket: write(TicketCreateRequest, TicketCreated, {
      base: "/apply/add",
      access: screen("myTickets", PAGE_PERMISSIONS.addTicket),
      title: { "zh-CN": "提交工单", en: "Submit a ticket" },
    }),
    // Attachments of tickets and the certificate image of certification (part2 §5): both screens.
    uploadFile: upload(UploadFileMsg, UploadedFile, {
      service: "customer",
      base: "/file",
      access: screen(["myTickets", "realNameAttestate"]),
      title: { "zh-CN": "上传附件", en: "Upload an attachment" },
    }),
    viewFile: download(FileViewRequest, {
      media: [...new Set(Object.values(FILE_CONTENT_TYPES))],
      method: "GET",
      service: "customer",
      base: "/file",
      added: "shows a stored upload by its digest (certificate image, attachments)",
      access: screen(["myTickets", "realNameAttestate"]),
      title: { "zh-CN": "查看附件", en: "View an attachment" },
    }),
    getAllPermission: read(EmptyRequest, OpenApiList, {
      service: "push",
      base: "/console/openApi",
      access: screen("myTickets"),
      title: { "zh-CN": "开放接口权限列表", en: "Open API permissions" },
    }),
    queryById: read(CustomerLookupRequest, CustomerLookup, {
      service: "customer",
      base: "/customer/feign",
      access: screen(["myTickets", "realNameAttestate"]),
      title: { "zh-CN": "查询客户信息", en: "Customer information" },
    }),
  },
);

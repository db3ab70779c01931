// Ticket calls (part2 §2, §7): list, detail, creation, attachments, the open API list and the
// customer lookup. Catalogued; shapes are modelled with the ticket screens.
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, read, upload, write } from "../shared/endpoint.js";

/** The tickets area's calls. Source: part2 §7. */
export const ticketsEndpoints = defineArea(
  "tickets",
  { service: "ticket", base: "/apply/select", source: "part2 §7" },
  {
    selectApplyTicketList: read(Any, Unknown),
    selectApplyTicketDetail: read(Any, Unknown),
    addApplyUserTicket: write(Any, Unknown, { base: "/apply/add" }),
    uploadFile: upload(Any, Unknown, { service: "customer", base: "/file" }),
    getAllPermission: read(Any, Unknown, { service: "push", base: "/console/openApi" }),
    queryById: read(Any, Unknown, { service: "customer", base: "/customer/feign" }),
  },
);

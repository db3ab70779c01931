// Entry of streams.html: the correction service status for a signed-in user (Tools, opened in a
// new window like the other tool pages).
import { rtcmLabels, streamsLabels } from "@fixcloud/sdk/lists";
import { bootTool } from "../shared/boot";
import { StreamStatusView } from "./StreamStatusView";

bootTool(<StreamStatusView audience="signedIn" />, [streamsLabels, rtcmLabels]);

// Entry of status.html: the public status page of the correction service, without sign-in.
import { rtcmLabels, streamsLabels } from "@fixcloud/sdk/lists";
import { bootTool } from "../shared/boot";
import { StreamStatusView } from "./StreamStatusView";

bootTool(<StreamStatusView audience="public" />, [streamsLabels, rtcmLabels], { public: true });

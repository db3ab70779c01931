// Entry of ionosphere.html (part1 §2: a separate page opened in a new window).
import { overviewLabels, toolsLabels } from "@fixcloud/sdk/lists";
import { bootTool } from "../shared/boot";
import { IonospherePage } from "./IonospherePage";

bootTool(<IonospherePage />, [overviewLabels, toolsLabels]);

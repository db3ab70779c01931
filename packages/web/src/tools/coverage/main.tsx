// Entry of coverage.html (part1 §2: a separate page opened in a new window).
import { toolsLabels } from "@fixcloud/sdk/lists";
import { bootTool } from "../shared/boot";
import { CoveragePage } from "./CoveragePage";

bootTool(<CoveragePage />, [toolsLabels]);

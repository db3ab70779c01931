// Labels of the tool pages: coordinate systems (part1 §9), the expected service of
// the coverage answer, the ROTI unit and the rules' project codes. Level labels are the
// overview's (`ionosphereLevel.*`).
import { defineLabels } from "../shared/label.js";

/** The tools area's labels in both languages (same keys; checked by the compiler and a test). */
export const toolsLabels = defineLabels({
  "zh-CN": {
    "coordinateSystem.8001": "ITRF2008 框架，历元 2016.0",
    "coordinateSystem.8002": "WGS84 框架，历元 2005.0",
    "coordinateSystem.8002c": "WGS84 框架，当前历元",
    "coordinateSystem.8003": "CGCS2000 框架，历元 2000.0",
    "coverageService.rtk": "RTK 厘米级",
    "coverageService.rtd": "RTD 亚米级（降级服务）",
    "coverageService.ppp": "PPP 分米级（降级服务）",
    "field.roti": "ROTI（TECU/分钟）",
    L000780: "请输入 -90 到 90 之间的纬度",
    L000781: "请输入 -180 到 180 之间的经度",
    L000782: "只能查询最近 24 小时内的电离层数据",
  },
  en: {
    "coordinateSystem.8001": "ITRF2008, epoch 2016.0",
    "coordinateSystem.8002": "WGS84, epoch 2005.0",
    "coordinateSystem.8002c": "WGS84, current epoch",
    "coordinateSystem.8003": "CGCS2000, epoch 2000.0",
    "coverageService.rtk": "RTK, centimetre level",
    "coverageService.rtd": "RTD, sub-metre (degraded service)",
    "coverageService.ppp": "PPP, decimetre level (degraded service)",
    "field.roti": "ROTI (TECU/min)",
    L000780: "Enter a latitude between -90 and 90",
    L000781: "Enter a longitude between -180 and 180",
    L000782: "Only the last 24 hours of ionosphere data can be queried",
  },
});

// Labels of the stream status (docs/stream-health.md): mount point states and the health
// report's finding codes, in both languages.
import { defineLabels } from "../shared/label.js";

/** The streams area's labels in both languages (same keys; checked by the compiler and a test). */
export const streamsLabels = defineLabels({
  "zh-CN": {
    "streamState.ok": "正常",
    "streamState.degraded": "降级",
    "streamState.down": "中断",
    "streamFinding.outage": "数据中断",
    "streamFinding.latency_high": "延迟过高",
    "streamFinding.rate_below_declared": "播发频率低于声明值",
    "streamFinding.declared_missing": "声明的电文未出现",
    "streamFinding.station_moved": "基准站坐标与站表不一致",
    "streamFinding.station_id_mismatch": "基准站编号与站表不一致",
    "streamFinding.crc_failures": "存在 CRC 校验失败",
    "streamFinding.no_observations": "没有观测数据",
    "streamFinding.epoch_time_mismatch": "各星座观测历元时间不一致",
  },
  en: {
    "streamState.ok": "Operational",
    "streamState.degraded": "Degraded",
    "streamState.down": "Down",
    "streamFinding.outage": "Outage",
    "streamFinding.latency_high": "High latency",
    "streamFinding.rate_below_declared": "Message rate below the declared rate",
    "streamFinding.declared_missing": "Declared messages not received",
    "streamFinding.station_moved": "Station position differs from the station table",
    "streamFinding.station_id_mismatch": "Station id differs from the station table",
    "streamFinding.crc_failures": "CRC failures",
    "streamFinding.epoch_time_mismatch": "Constellations disagree on the epoch time",
    "streamFinding.no_observations": "No observations",
  },
});

// The seeded base-station network of the sandbox's NTRIP caster: one table that the
// caster (which station's corrections a client gets), the coverage page and the
// fault verdict ("rover far from coverage") all read. Positions are real city coordinates,
// rounded; the stations themselves are fictional.

/** Where a station serves: mainland China (mount points RTCM33GRC…) or Europe (RTCM33EU). */
export type StationRegion = "CN" | "EU";

/** One reference station of the network. */
export interface BaseStation {
  /** Stable id, also the 4-character site name in the RTCM 1033 descriptor (e.g. `BJ01`). */
  readonly id: string;
  /** RTCM reference station id (DF003, 0-4095), unique in the network. */
  readonly stationId: number;
  /** Display name in both languages. */
  readonly name: { readonly zh: string; readonly en: string };
  /** Latitude, degrees WGS84 (north positive). */
  readonly lat: number;
  /** Longitude, degrees WGS84 (east positive). */
  readonly lon: number;
  /** Ellipsoidal height of the antenna reference point, metres. */
  readonly height: number;
  readonly region: StationRegion;
  /** Radius of RTK service around the station, km: a rover farther away gets no fixed solution. */
  readonly radiusKm: number;
}

type Row = readonly [id: string, zh: string, en: string, lat: number, lon: number, height: number];

const CN: readonly Row[] = [
  ["BJ01", "北京", "Beijing", 39.904, 116.407, 52],
  ["TJ01", "天津", "Tianjin", 39.084, 117.201, 10],
  ["SJZ1", "石家庄", "Shijiazhuang", 38.042, 114.515, 83],
  ["TY01", "太原", "Taiyuan", 37.87, 112.549, 800],
  ["HHT1", "呼和浩特", "Hohhot", 40.842, 111.749, 1063],
  ["SY01", "沈阳", "Shenyang", 41.805, 123.431, 55],
  ["DL01", "大连", "Dalian", 38.914, 121.615, 29],
  ["CC01", "长春", "Changchun", 43.817, 125.324, 236],
  ["HRB1", "哈尔滨", "Harbin", 45.803, 126.535, 150],
  ["SH01", "上海", "Shanghai", 31.23, 121.474, 12],
  ["NJ01", "南京", "Nanjing", 32.06, 118.797, 20],
  ["SZ02", "苏州", "Suzhou", 31.299, 120.585, 8],
  ["HZ01", "杭州", "Hangzhou", 30.274, 120.155, 19],
  ["NB01", "宁波", "Ningbo", 29.868, 121.544, 9],
  ["HF01", "合肥", "Hefei", 31.821, 117.227, 36],
  ["FZ01", "福州", "Fuzhou", 26.074, 119.296, 14],
  ["XM01", "厦门", "Xiamen", 24.48, 118.089, 12],
  ["NC01", "南昌", "Nanchang", 28.682, 115.858, 32],
  ["JN01", "济南", "Jinan", 36.651, 117.12, 58],
  ["QD01", "青岛", "Qingdao", 36.067, 120.383, 25],
  ["ZZ01", "郑州", "Zhengzhou", 34.746, 113.625, 110],
  ["LY01", "洛阳", "Luoyang", 34.62, 112.454, 155],
  ["WH01", "武汉", "Wuhan", 30.593, 114.305, 37],
  ["YC01", "宜昌", "Yichang", 30.692, 111.287, 70],
  ["CS01", "长沙", "Changsha", 28.228, 112.939, 63],
  ["GZ01", "广州", "Guangzhou", 23.129, 113.264, 21],
  ["SZ01", "深圳", "Shenzhen", 22.543, 114.058, 18],
  ["ST01", "汕头", "Shantou", 23.354, 116.682, 6],
  ["NN01", "南宁", "Nanning", 22.817, 108.367, 80],
  ["GL01", "桂林", "Guilin", 25.274, 110.29, 150],
  ["HK01", "海口", "Haikou", 20.044, 110.199, 14],
  ["SY02", "三亚", "Sanya", 18.253, 109.512, 7],
  ["CQ01", "重庆", "Chongqing", 29.563, 106.551, 244],
  ["CD01", "成都", "Chengdu", 30.572, 104.066, 500],
  ["MY01", "绵阳", "Mianyang", 31.467, 104.679, 470],
  ["GY01", "贵阳", "Guiyang", 26.647, 106.63, 1100],
  ["KM01", "昆明", "Kunming", 24.88, 102.833, 1892],
  ["DLI1", "大理", "Dali", 25.606, 100.268, 1976],
  ["LS01", "拉萨", "Lhasa", 29.652, 91.172, 3656],
  ["XA01", "西安", "Xi'an", 34.341, 108.94, 405],
  ["LZ01", "兰州", "Lanzhou", 36.061, 103.834, 1520],
  ["JYG1", "嘉峪关", "Jiayuguan", 39.772, 98.289, 1700],
  ["XN01", "西宁", "Xining", 36.617, 101.778, 2275],
  ["YCH1", "银川", "Yinchuan", 38.487, 106.231, 1111],
  ["UQ01", "乌鲁木齐", "Urumqi", 43.825, 87.617, 800],
  ["KS01", "喀什", "Kashgar", 39.47, 75.99, 1289],
  ["BT01", "包头", "Baotou", 40.657, 109.84, 1065],
  ["QQH1", "齐齐哈尔", "Qiqihar", 47.354, 123.918, 146],
];

const EU: readonly Row[] = [
  ["LDN1", "伦敦", "London", 51.507, -0.128, 35],
  ["PAR1", "巴黎", "Paris", 48.857, 2.352, 80],
  ["BER1", "柏林", "Berlin", 52.52, 13.405, 74],
  ["MUC1", "慕尼黑", "Munich", 48.137, 11.575, 570],
  ["MAD1", "马德里", "Madrid", 40.417, -3.704, 700],
  ["ROM1", "罗马", "Rome", 41.903, 12.496, 60],
  ["AMS1", "阿姆斯特丹", "Amsterdam", 52.368, 4.904, 45],
  ["WAW1", "华沙", "Warsaw", 52.23, 21.012, 140],
  ["VIE1", "维也纳", "Vienna", 48.208, 16.373, 230],
  ["STO1", "斯德哥尔摩", "Stockholm", 59.329, 18.069, 50],
];

function stations(rows: readonly Row[], region: StationRegion, firstId: number): BaseStation[] {
  return rows.map(([id, zh, en, lat, lon, height], i) => ({
    id,
    stationId: firstId + i,
    name: { zh, en },
    lat,
    lon,
    height,
    region,
    radiusKm: 70,
  }));
}

/**
 * The reference stations of the sandbox's network: 48 over mainland China (station ids from 1)
 * and 10 over Europe (from 101). Each serves RTK within {@link BaseStation.radiusKm} (70 km).
 */
export const BASE_STATIONS: readonly BaseStation[] = Object.freeze([
  ...stations(CN, "CN", 1),
  ...stations(EU, "EU", 101),
]);

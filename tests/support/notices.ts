/** A notice as the operations centre sends one, valid in every field. Test code only. */
export const validNotice = {
  kind: "outage",
  services: ["4g", "calls"],
  areas: ["dubai"],
  title: { en: "No data in Dubai Marina", ar: "لا بيانات في دبي مارينا" },
  description: { en: "Mobile data is down.", ar: "بيانات الجوال متوقفة." },
  startsAt: "2026-11-28T08:00:00+04:00",
  expectedEndAt: "2026-11-28T12:00:00+04:00",
};

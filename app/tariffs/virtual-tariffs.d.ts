/** The tariff files' checked figures, made by the build (app/tariffs/tariffs-plugin.ts). */
declare module "virtual:tariffs" {
  import type { TariffData } from "~/tariffs/tariff-data";

  const tariffs: TariffData;
  export default tariffs;
}

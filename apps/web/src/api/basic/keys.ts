/** Query keys of the dealer's basic config; all of it is dropped when the dealer changes (app/route-guard.ts). */
export const basicKeys = {
  all: ['basic'] as const,
  menuConfig: ['basic', 'menuConfigs'] as const,
  appInfo: ['basic', 'applicationInfos'] as const,
  mapKey: ['basic', 'getAk'] as const,
  mapType: ['basic', 'getMapType'] as const,
  paramConfig: ['basic', 'paramConfigs'] as const,
  webPageConfig: ['basic', 'webPageConfig'] as const,
  pageRemark: (pageCode: string) => ['basic', 'pageRemark', pageCode] as const,
};

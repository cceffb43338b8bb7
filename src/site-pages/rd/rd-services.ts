/**
 * The R&D service catalogue (spec part 2 §2.6): six categories, and the anchors the R&D page's cards
 * link to (`/electronics/rd/services#{anchor}`). The copy lives in the `rdServices` messages.
 */
export const rdServiceCategories = [
  { key: 'product', services: ['industrial-products', 'automotive-products', 'product-design', 'prototyping-testing', 'simulation-mechanical'] },
  { key: 'software', services: ['firmware-software', 'ai', 'software-development', 'datacenter-cloud', 'image-processing'] },
  { key: 'hardware', services: ['embedded-systems', 'pcb-design', 'power-electronics', 'fpga-rf', 'networking-hardware', 'electronic-research'] },
  { key: 'connectivity', services: ['iot-communication', 'automation-control', 'monitoring-control'] },
  {
    key: 'ndt',
    services: [
      'ultrasonic-testing',
      'xray-testing',
      'magnetic-particle-inspection',
      'liquid-penetrant-testing',
      'visual-inspection',
      'eddy-current-testing',
      'acoustic-emission-testing',
    ],
  },
  { key: 'materials', services: ['thickness-measurement', 'welding-inspection', 'hardness-testing'] },
] as const;

export const RD_SERVICES_PATH = '/electronics/rd/services';

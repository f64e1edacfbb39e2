import type { ReactNode } from 'react';
import { BellIcon, ClipboardIcon, GaugeIcon, TruckIcon } from './feature-icons';

export interface LandingFeature {
  title: string;
  body: string;
  icon: ReactNode;
}

/** What the portal does, in the words of a scaffolding firm (PRODUCT.md "What the portal is for"). */
export const LANDING_FEATURES: readonly LandingFeature[] = [
  {
    title: 'Tonnage, stock and money at a glance',
    body: 'See the weight on every site, what is out on hire and what is left in the yard, with monthly revenue, year to date and profit margin for each client.',
    icon: <GaugeIcon />,
  },
  {
    title: 'Stock moved between sites',
    body: 'Move tubes, boards and fittings from one site, sublocation or subarea to another in a few taps. The figures follow the stock, and nobody can move more than is there.',
    icon: <TruckIcon />,
  },
  {
    title: 'Statutory inspections on site',
    body: 'Inspect from a phone on the scaffold: pass or fail each item, add a photo, note the weather and sign on the screen. The next inspection falls due seven days later.',
    icon: <ClipboardIcon />,
  },
  {
    title: 'Nothing slips through',
    body: 'Inspections due this week or overdue, and items running low, are picked out on the dashboard before they turn into a problem on site.',
    icon: <BellIcon />,
  },
];

export interface InspectionStep {
  title: string;
  body: string;
}

export const INSPECTION_STEPS: readonly InspectionStep[] = [
  {
    title: 'Pick the site',
    body: 'Every site with its last inspection and next due date, on the phone in your pocket.',
  },
  {
    title: 'Check and photograph',
    body: 'Go through the checklist item by item, one photo each, with temperature, humidity and wind speed.',
  },
  {
    title: 'Sign and save',
    body: "Sign on the screen. The inspection joins the site's history and the metrics straight away.",
  },
];

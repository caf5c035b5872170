// English words of the stores page.
import { NBSP } from "../../i18n/count-parts";
import { siteConfig } from "../../domain/site-config";
import type { StoresContent } from "../stores";

const brand = siteConfig.brandName;

export const stores: StoresContent = {
  meta: {
    title: "Our stores",
    description: `Every ${brand} store in the UAE: address, opening hours today and this week, holiday and Ramadan hours, services, directions and phone.`,
  },
  heading: "Our stores",
  intro:
    "Sign up, move your number to us, get an eSIM, pay a bill or have a phone looked at, in a store in every emirate.",
  timeNote: "All hours are UAE time.",
  nearest: {
    heading: "Find your nearest store",
    label: "Your emirate or area",
    hint: "In English or Arabic, for example Sharjah or Al Ain.",
    button: "Find Stores",
    answer: "Stores nearest to {place}, closest first",
    unknown:
      "We could not find “{typed}”. Try the name of an emirate or an area, in English or Arabic.",
    distance: `{km}${NBSP}km away`,
    you: "Your location",
    answerHere: "Stores nearest to you, around {place}, closest first",
    outside:
      "Your location seems to be outside the UAE, where we have no stores. Type the name of an emirate or an area instead.",
    unreadable:
      "We could not read that location. Try “Use My Location” again, or type the name of an emirate or an area.",
  },
  locate: {
    button: "Use My Location",
    privacy:
      "Your browser asks you first. We round the location to about a kilometre, use it for this answer only and never keep it.",
    finding: "Finding your location…",
    denied:
      "Your browser did not share your location. You can allow it in the browser’s settings, or type the name of your area above.",
    unavailable:
      "Your location could not be found just now. Type the name of your area above, or try again in a moment.",
    timeout: "Finding your location took too long. Try again, or type the name of your area above.",
  },
  map: {
    title: "Map of our stores in the UAE",
    description:
      "Each store in the list below, marked at its place on a map of the seven emirates.",
    legendLabel: "Key",
    store: "A store",
    answered:
      "{place} and the three stores nearest to it, numbered as in the list below, on a map of the area around them.",
    asked: "The place you asked about",
    numbered: "The nearest stores, numbered as in the list",
  },
  listHeading: "All stores",
  othersHeading: "The other stores, by distance",
  statusAsOf: "as of {time} on {date}",
  hoursHeading: "Opening hours",
  today: "Today",
  dayColumn: "Day",
  hoursColumn: "Hours",
  specialHeading: "Special hours in the coming month",
  noSpecialHours: "No changes to the usual hours in the coming month.",
  servicesHeading: "Services",
  services: {
    esim: "eSIM",
    "number-transfer": "Moving your number to us",
    "device-repair": "Phone repairs",
    payments: "Bill payments",
    "step-free-access": "Step-free access",
  },
  phoneLabel: "Phone",
  directions: "Directions on Google Maps (another website)",
  storeName: `${brand} {store}`,
  status: {
    openNow: "Open now",
    closed: "Closed",
    closesAt: "closes at {time}",
    opensToday: "opens today at {time}",
    opensTomorrow: "opens tomorrow at {time}",
    opensOnWeekday: "opens {day} at {time}",
    opensOnDate: "opens on {day} at {time}",
    closedUntilNotice: "until further notice",
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    am: "am",
    pm: "pm",
    noon: "noon",
    midnight: "midnight",
    joiner: "",
  },
};

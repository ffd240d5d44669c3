import raw from "../../../data/event-dates.json";
import { eventDatesSchema, type EventDates } from "./event-dates";

/** The editorial event dates, read and checked when the server bundle loads (a bad file fails at start-up). */
export const EVENT_DATES: EventDates = eventDatesSchema.parse(raw);

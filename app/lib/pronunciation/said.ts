/** How a Korean word or sentence is said: its standard pronunciation (표준 발음) and Revised Romanization. */
export interface Said {
  pronunciation: string;
  romanization: string;
}

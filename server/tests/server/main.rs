//! Integration tests of the server through real HTTP (and of the `rightsdesk` binary), on the
//! engine chosen by `RIGHTSDESK_TEST_DATABASE`.

mod account;
mod activity;
mod auth;
mod availability;
mod backup;
mod calendar;
mod cli;
mod companies;
mod covers;
mod dashboard;
mod digest;
mod export;
mod fairs;
mod guides;
mod helpers;
mod imports;
mod jobs;
mod licenses;
mod limits;
mod lists;
mod mail;
mod money;
mod onix;
mod openapi;
mod outage;
mod prospections;
mod reference;
mod reliability;
mod rights;
mod servers;
mod smtp;
mod titles;
mod users;
mod versions;
mod web;
